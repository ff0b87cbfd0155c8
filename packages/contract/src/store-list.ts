// Schemas of issue 5 calls; filled in by the owner of this file.
export {};
