/** Being built. */
export default function Page() {
  return <h1 className="text-2xl font-bold">Saved deals</h1>;
}
