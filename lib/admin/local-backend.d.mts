export declare const LOCAL_BACKEND_PORT: number;
export declare const LOCAL_BACKEND_ORIGIN: string;
export declare const LOCAL_BACKEND_URL: string;
