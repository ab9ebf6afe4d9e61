/** /calculator: the five-step analyser (being built). */
export function AnalyserPage() {
  return <h1 className="text-2xl font-bold">Deal analyser</h1>;
}
