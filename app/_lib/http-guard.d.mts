export declare const SECURITY_HEADERS: { key: string; value: string }[];
export declare const DEFAULT_HEADERS: { key: string; value: string }[];
export declare const NOTHING_ALLOWED_CSP: string;
export declare const ALLOWED_METHODS: string;
export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}
export declare function originForm(url: string): string;
export declare function refusal(method: string, url: string, headers?: Record<string, string | string[] | undefined>): Refusal | null;
export declare function parserErrorAnswer(code: string | undefined, rawPacket: Uint8Array | undefined): Refusal;
export declare function rawAnswer(answer: Refusal): string;
export declare const CONNECT_ANSWER: Refusal;
export declare const UPGRADE_ANSWER: Refusal;
export declare function trustsProxy(env?: Record<string, string | undefined>): boolean;
export declare function settleForwardedHeaders(headers: Record<string, string | string[] | undefined>, remoteAddress: string | undefined, trustProxy: boolean): void;
