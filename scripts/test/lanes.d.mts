export interface Lane {
  name: 'unit-server' | 'unit-client' | 'integration' | 'own-process' | 'browser';
  /** Lanes run group after group; the lanes of one group share its workers. */
  group: number;
  /** Wall-clock seconds from the lane's first file to its last, on a quiet 2-core machine. */
  budgetSeconds: number;
}
export declare const LANES: readonly Lane[];
export declare const OWN_PROCESS_FILES: string[];
export declare const TIMINGS_FILE: string;
