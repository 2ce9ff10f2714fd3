import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { theme } from "../theme";
import { EmailListInput } from "./EmailListInput";

function Harness({ initial }: { initial: string[] }) {
  const [emails, setEmails] = useState(initial);
  const [typing, setTyping] = useState("");
  return (
    <EmailListInput
      label="Email addresses"
      value={emails}
      onChange={setEmails}
      typing={typing}
      onTypingChange={setTyping}
    />
  );
}

function renderInput(initial: string[]) {
  return render(
    <MantineProvider theme={theme}>
      <Harness initial={initial} />
    </MantineProvider>,
  );
}

describe("EmailListInput", () => {
  it("gives each chip a remove button that the keyboard reaches and uses", async () => {
    const user = userEvent.setup();
    renderInput(["ann@studio.com", "bo@studio.com"]);
    const field = screen.getByLabelText("Email addresses");

    field.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Remove bo@studio.com" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(screen.queryByText("bo@studio.com")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove ann@studio.com" })).toBeInTheDocument();
    // Focus goes back to the field instead of being lost with the removed button.
    expect(field).toHaveFocus();
  });
});
