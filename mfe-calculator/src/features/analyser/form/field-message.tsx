/** A field's help line and its error message, each with the id its input's aria-describedby points to. */
export function FieldMessages({
  helpId,
  help,
  errorId,
  error,
}: {
  helpId: string;
  help: string | undefined;
  errorId: string;
  error: string | undefined;
}) {
  return (
    <>
      {help ? (
        <p id={helpId} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
