export interface RunningShop {
  url: string;
  close(): Promise<void>;
}
export function start(options?: { port?: number; host?: string; env?: Record<string, string> }): Promise<RunningShop>;
