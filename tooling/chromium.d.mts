export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[]; headless: boolean };
export declare const headlessShellPath: string;
export declare const testLaunchOptions: { executablePath: string; args: string[]; headless: boolean };
export declare function chromiumAvailable(): boolean;
