/** Where a capture's photo and cutouts live; the folder goes with the capture, saved or removed. */
export const captureFolderOf = (row: { userId: string; id: string }) =>
  `users/${row.userId}/captures/${row.id}/`;
