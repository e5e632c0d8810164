// What the client reports when an answer breaks the contract but can still be read: a type of its
// own module, so the client (which loads the contract lazily) and the contract's checks (which
// report it) both import it without importing each other.
import type { OperationName } from './operations';

/** An answer that broke the contract at one path but could still be read. */
export interface ContractMismatch {
  operation: OperationName;
  /** The status of the answer. */
  status: number;
  /** The field's dot path in the answer (`''` for the whole body), e.g. `Items.0.FeeConfig`. */
  path: string;
  /** What the contract expected there. */
  problem: string;
}
