import { Button, Group, Paper, Text, Textarea, UnstyledButton } from "@mantine/core";
import { type KeyboardEvent, useRef, useState } from "react";
import { useQuery } from "urql";
import { MentionableMembersQuery } from "../../../graphql/documents/comments";
import classes from "./Comments.module.css";
import { insertMention, type Mention, mentionedIds, mentionQueryAt } from "./mention-text";

/**
 * A comment's text field: typing "@" offers the members who can see the file, and choosing one
 * writes "@Name" and remembers who it is. Mod+Enter sends.
 */
export function CommentComposer({
  workbenchId,
  label,
  placeholder,
  submitLabel,
  initialText = "",
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  workbenchId: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  initialText?: string;
  autoFocus?: boolean;
  /** Answers whether the comment was saved; the field empties when it was. */
  onSubmit: (body: string, mentionIds: string[]) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const [caret, setCaret] = useState(initialText.length);
  const [mentions, setMentions] = useState<Mention[]>([]);
  const [sending, setSending] = useState(false);
  const query = mentionQueryAt(text, caret);
  const [{ data }] = useQuery({
    query: MentionableMembersQuery,
    variables: { workbenchId, search: query ?? "" },
    pause: query === null,
  });
  const options = query === null ? [] : (data?.mentionableMembers ?? []);

  const choose = (member: { id: string; name: string; email: string }) => {
    const name = member.name || member.email;
    const next = insertMention(text, caret, name);
    setText(next.text);
    setCaret(next.caret);
    setMentions((known) => [...known, { id: member.id, name }]);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    if (!text.trim() || sending) return;
    setSending(true);
    const saved = await onSubmit(text, mentionedIds(text, mentions));
    setSending(false);
    if (saved) {
      setText("");
      setMentions([]);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const first = options[0];
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === "Enter" && first) {
      event.preventDefault();
      choose(first);
    } else if (event.key === "Escape" && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className={classes.composer}>
      <Textarea
        ref={field}
        aria-label={label}
        placeholder={placeholder}
        autosize
        minRows={2}
        maxRows={8}
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={handleKeyDown}
      />
      {options.length > 0 && (
        <Paper
          className={classes.mentions}
          shadow="md"
          withBorder
          role="listbox"
          aria-label="People to mention"
        >
          {options.map((member) => (
            <UnstyledButton
              key={member.id}
              role="option"
              aria-selected={false}
              className={classes.mentionOption}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(member)}
            >
              <Text size="sm">{member.name || member.email}</Text>
              <Text size="xs" c="dimmed">
                {member.email}
              </Text>
            </UnstyledButton>
          ))}
        </Paper>
      )}
      <Group justify="flex-end" gap="xs" mt="xs">
        {onCancel && (
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button
          size="compact-sm"
          onClick={() => void submit()}
          loading={sending}
          disabled={!text.trim()}
        >
          {submitLabel}
        </Button>
      </Group>
    </div>
  );
}
