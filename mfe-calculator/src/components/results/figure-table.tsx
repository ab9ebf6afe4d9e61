import { type ReactNode } from 'react';
import { TableRegion, cn } from '@pac/ui';
import { FigureTableHead } from '../figure-table-head.js';
import { RESULT_TABLE_BOX } from './result-section.js';

/**
 * A table of figures in the results: its own sideways-scrolling region, an optional caption for screen readers,
 * the header row, the body rows (`children`) and any totals (`footer`). `minWidth` keeps wide tables readable.
 */
export function FigureTable({
  label,
  caption,
  minWidth,
  rowHeader,
  figureHeaders,
  footer,
  children,
}: {
  label: string;
  caption?: string;
  minWidth?: string;
  rowHeader: string;
  figureHeaders: readonly string[];
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TableRegion className={RESULT_TABLE_BOX} label={label}>
      <table className={cn('w-full', minWidth, 'border-collapse text-sm')}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <FigureTableHead rowHeader={rowHeader} figureHeaders={figureHeaders} />
        <tbody>{children}</tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </TableRegion>
  );
}
