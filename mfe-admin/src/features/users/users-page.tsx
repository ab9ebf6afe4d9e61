export function UsersPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-foreground">Users</h1>
      <p className="mt-2 text-muted-foreground">Search, filter by plan and page through every account.</p>
    </section>
  );
}
