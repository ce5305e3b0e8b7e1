/** The data-export feature's query keys: the signed-in person's requests for a copy of their data. */
import { queryRoots } from "@/lib/query-keys.ts";

export const dataExportKeys = {
  all: queryRoots.dataExport,
  list: (userId: string) => [...queryRoots.dataExport, "list", userId] as const,
};
