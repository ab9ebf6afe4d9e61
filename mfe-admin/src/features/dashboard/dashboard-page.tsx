export function DashboardPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-foreground">Overview</h1>
      <p className="mt-2 text-muted-foreground">Monthly Revenue, Active Subscriptions, Total Calculations and Total Exports at a glance.</p>
    </section>
  );
}
