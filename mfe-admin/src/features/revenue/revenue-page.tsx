export function RevenuePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-foreground">Revenue</h1>
      <p className="mt-2 text-muted-foreground">Revenue by plan and daily trend over 7, 30, 90 or 365 days.</p>
    </section>
  );
}
