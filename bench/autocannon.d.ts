// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (
      request: RequestSpec,
      context: Record<string, unknown>,
    ) => RequestSpec | null | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
    /** answer the run's raw result, for `aggregateResult` to merge with others */
    skipAggregateResult?: boolean;
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** A run's result before aggregation (`skipAggregateResult`): histograms still mergeable. */
  export interface RawResult {
    /** seconds */
    duration: number;
  }
  function autocannon(options: Options & { skipAggregateResult: true }): Promise<RawResult>;
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    /** Several raw results as one: latency histograms merged, counts summed (not the durations). */
    function aggregateResult(
      results: RawResult[],
      options: Pick<Options, 'url' | 'connections'>,
    ): Result;
  }
  export default autocannon;
}
