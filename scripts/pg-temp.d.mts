export declare const PG_BIN: string;
export declare function postgresAvailable(): boolean;
export interface TempPostgres {
  /** Connection string of the created database. */
  url: string;
  /** The `postgres` maintenance database, for creating and dropping others. */
  adminUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}
export declare function startTempPostgres(options?: { database?: string }): Promise<TempPostgres>;
