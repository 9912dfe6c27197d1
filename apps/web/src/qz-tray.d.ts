// The part of qz-tray's API (a UMD library without types) the printing screens use (issue 17).
declare module 'qz-tray' {
  type Resolver<T> = (resolve: (value: T) => void, reject: (reason?: unknown) => void) => void;
  export interface QzTray {
    websocket: {
      connect(options?: { retries?: number; delay?: number; usingSecure?: boolean; host?: string | string[] }): Promise<void>;
      disconnect(): Promise<void>;
      isActive(): boolean;
      setClosedCallbacks(callback: (event: unknown) => void): void;
    };
    security: {
      setCertificatePromise(resolver: Resolver<string>, options?: { rejectOnFailure?: boolean }): void;
      setSignaturePromise(factory: (toSign: string) => Resolver<string>): void;
      setSignatureAlgorithm(algorithm: 'SHA1' | 'SHA256' | 'SHA512'): void;
    };
    configs: { create(printer: string, options?: Record<string, unknown>): unknown };
    printers: { find(query?: string): Promise<string | string[]> };
    print(config: unknown, data: readonly unknown[]): Promise<void>;
  }
  const qz: QzTray;
  export default qz;
}
