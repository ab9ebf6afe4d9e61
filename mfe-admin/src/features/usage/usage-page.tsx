export function UsagePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-foreground">Usage Statistics</h1>
      <p className="mt-2 text-muted-foreground">Calculations, exports and active users over the last 30 days.</p>
    </section>
  );
}
