import classes from "./EmailAddress.module.css";

/** An email address in running text, kept whole: it moves to the next line rather than split. */
export function EmailAddress({ children }: { children: string }) {
  return <strong className={classes.address}>{children}</strong>;
}
