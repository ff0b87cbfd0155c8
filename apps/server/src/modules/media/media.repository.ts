import type { Db } from '../../db/connect.ts';

/** A stored product image or attached file: its type and bytes. */
export interface MediaFile {
  content_type: string;
  data: Uint8Array;
}

/** The image of this name in the tenant, else the attached file of this name, else undefined. */
export async function findMediaFile(db: Db, tenantId: number, fileName: string): Promise<MediaFile | undefined> {
  const image = await db
    .selectFrom('images')
    .select(['content_type', 'data'])
    .where('tenant_id', '=', tenantId)
    .where('file_name', '=', fileName)
    .executeTakeFirst();
  return (
    image ??
    (await db
      .selectFrom('files')
      .select(['content_type', 'data'])
      .where('tenant_id', '=', tenantId)
      .where('file_name', '=', fileName)
      .executeTakeFirst())
  );
}
