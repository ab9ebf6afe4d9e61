/**
 * The header row of a table of figures: the first column names the rows and reads left-aligned, every other
 * column holds figures and is right-aligned over them. The results, the JV tables and the scenarios share it.
 */
export function FigureTableHead({
  rowHeader,
  figureHeaders,
}: {
  rowHeader: string;
  figureHeaders: readonly string[];
}) {
  return (
    <thead className="bg-muted">
      <tr>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          {rowHeader}
        </th>
        {figureHeaders.map((header, index) => (
          <th key={`${index}-${header}`} scope="col" className="px-3 py-2 text-right font-medium">
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
