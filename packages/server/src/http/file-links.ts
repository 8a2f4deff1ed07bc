/** Where stored files live on the wire: /admin/sys-file/{bucket}/{fileName}, as PigX's upload answers them. */
export const FILE_BUCKET = 'kontor';
export const fileLink = (fileName: string) => `/admin/sys-file/${FILE_BUCKET}/${fileName}`;
