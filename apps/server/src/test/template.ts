declare module 'vitest' {
  export interface ProvidedContext {
    templateDumpFile: string;
    templateDbName: string;
  }
}
export {};
