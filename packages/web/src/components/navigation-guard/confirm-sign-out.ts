/**
 * Signing out is not a navigation the router can block (the token is gone before the page
 * changes), so the screen that guards unsaved work registers here and sign-out asks it first.
 */
type SignOutCheck = () => Promise<boolean>;

let activeCheck: SignOutCheck | null = null;

/** Registers the screen's question; returns the function that withdraws it. */
export function guardSignOut(check: SignOutCheck): () => void {
  activeCheck = check;
  return () => {
    if (activeCheck === check) activeCheck = null;
  };
}

/** Whether to go on signing out: true at once when no screen holds unsaved work. */
export function confirmSignOut(): Promise<boolean> {
  return activeCheck ? activeCheck() : Promise.resolve(true);
}
