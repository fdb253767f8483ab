export const templateDbName = 'wohnwerk_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDumpFile: string;
  }
}
