import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** What the creation wizard collects before it creates anything (workspace-admin §4). */
export interface CreateWizardState {
  name: string;
  emails: string[];
}

interface CreateWizardContextValue {
  state: CreateWizardState | null;
  setName: (name: string) => void;
  setEmails: (emails: string[]) => void;
  clear: () => void;
}

const CreateWizardContext = createContext<CreateWizardContextValue | null>(null);

/** Held in memory: a reload on a later step lands back on the name step, as the spec asks. */
export function CreateWizardProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CreateWizardState | null>(null);
  // Stable setters, so pages can call them from effects without re-running those effects.
  const setName = useCallback(
    (name: string) => setState((prev) => ({ name, emails: prev?.emails ?? [] })),
    [],
  );
  const setEmails = useCallback(
    (emails: string[]) => setState((prev) => ({ name: prev?.name ?? "", emails })),
    [],
  );
  const clear = useCallback(() => setState(null), []);
  const value = useMemo(
    () => ({ state, setName, setEmails, clear }),
    [state, setName, setEmails, clear],
  );
  return <CreateWizardContext.Provider value={value}>{children}</CreateWizardContext.Provider>;
}

export function useCreateWizard(): CreateWizardContextValue {
  const value = useContext(CreateWizardContext);
  if (!value) throw new Error("useCreateWizard is used outside CreateWizardProvider");
  return value;
}
