export function EmailsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-foreground">Email Automation</h1>
      <p className="mt-2 text-muted-foreground">Broadcast emails to users and review the email log.</p>
    </section>
  );
}
