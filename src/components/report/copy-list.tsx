import type { ReportCopy } from '../../api/report';
import { Button } from '../ui/button';

/**
 * The copies of a report a client sent their advisers (issue 59), one row each: the address, a line on the copy,
 * and "Withdraw" while it still opens. The client's report page and the office's report section both list them;
 * each says the line in its own words (`describe`) and withdraws through its own API (`onWithdraw`).
 */
export function CopyList({
  copies,
  describe,
  onWithdraw,
  pending,
  withdrawWord,
  label,
  className = '',
}: {
  copies: readonly ReportCopy[];
  /** The line under the address: who they are, when it was sent, where it stands. */
  describe: (copy: ReportCopy) => string;
  onWithdraw: (copyId: number) => void;
  /** A withdrawal is under way: the buttons wait. */
  pending: boolean;
  withdrawWord: string;
  /** The list's accessible name, where no heading names it. */
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`divide-y divide-ink-200 ${className}`}>
      {copies.map((copy) => (
        <li key={copy.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <div className="min-w-0">
            <p className="font-semibold break-all text-ink-900">{copy.email}</p>
            <p className="text-sm text-ink-600">{describe(copy)}</p>
          </div>
          {copy.revokedAt ? null : (
            <Button
              variant="secondary"
              disabled={pending}
              onClick={() => onWithdraw(copy.id)}
              aria-label={`${withdrawWord} the copy sent to ${copy.email}`}
            >
              {withdrawWord}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
