// Where the built-in test gateway keeps its transactions. The default lives in memory: a restart
// forgets pending test payments (their orders then expire like any unpaid order). A host that wants
// them to survive restarts, or to be shared by several instances, backs this interface with a table.

export type TestTransactionStatus = 'pending' | 'success' | 'failed' | 'reversed';

export interface TestTransaction {
  /** Paystack's numeric transaction id, echoed in answers and webhooks. */
  id: number;
  reference: string;
  email: string;
  amountKobo: number;
  currency: string;
  callbackUrl: string;
  status: TestTransactionStatus;
  /** ISO times. */
  createdAt: string;
  paidAt: string | null;
}

export interface TestTransactionChange {
  status: TestTransactionStatus;
  paidAt?: string;
}

export interface TestTransactionStore {
  /** False when the reference is already taken (Paystack refuses a duplicate reference). */
  insert(transaction: TestTransaction): Promise<boolean>;
  get(reference: string): Promise<TestTransaction | null>;
  /**
   * Applies `change` only while the status is still `from`, and answers whether it did: a Pay
   * pressed twice pays, and notifies, once.
   */
  transition(
    reference: string,
    from: TestTransactionStatus,
    change: TestTransactionChange,
  ): Promise<boolean>;
}

export function memoryTestTransactionStore(): TestTransactionStore {
  const transactions = new Map<string, TestTransaction>();
  return {
    async insert(transaction) {
      if (transactions.has(transaction.reference)) return false;
      transactions.set(transaction.reference, { ...transaction });
      return true;
    },
    async get(reference) {
      const found = transactions.get(reference);
      return found ? { ...found } : null;
    },
    async transition(reference, from, change) {
      const found = transactions.get(reference);
      if (!found || found.status !== from) return false;
      transactions.set(reference, { ...found, ...change });
      return true;
    },
  };
}
