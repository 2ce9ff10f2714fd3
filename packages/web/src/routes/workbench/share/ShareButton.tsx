import { canShareWorkbench } from "@contour/core";
import { Button } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useState } from "react";
import { ShareDialog } from "./ShareDialog";

/**
 * "Share" in the workbench's header, for those who may share the file (core
 * canShareWorkbench: whoever may edit it); the dialog says when the workspace switched sharing off.
 */
export function ShareButton({ workbenchId, readOnly }: { workbenchId: string; readOnly: boolean }) {
  const [open, setOpen] = useState(false);
  if (!canShareWorkbench({ canView: true, canEdit: !readOnly }, true)) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconShare size={16} />}
        onClick={() => setOpen(true)}
      >
        Share
      </Button>
      <ShareDialog workbenchId={workbenchId} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
