/** Being built. */
export default function Page() {
  return <h1 className="text-2xl font-bold">Saved deal</h1>;
}
