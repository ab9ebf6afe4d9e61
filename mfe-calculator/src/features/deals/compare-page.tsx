/** Being built. */
export default function Page() {
  return <h1 className="text-2xl font-bold">Compare deals</h1>;
}
