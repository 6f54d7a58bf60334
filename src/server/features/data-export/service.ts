import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppDeps } from '../../deps';
import { clientContents, consultantContents } from './archive-contents';
import { README } from './readme';
import { dataExportRepository } from './repository';

type Viewer = { id: string; role: string };

/**
 * 'Télécharger mes données': everything the product keeps about the user, as a ZIP of JSON documents and the
 * stored images. The archive streams: each image is opened only when the ZIP reaches it and flows through in
 * chunks, so an export holds no image whole in memory, however large the wardrobe.
 */
export function dataExportService(deps: AppDeps) {
  const repo = dataExportRepository(deps.db);

  return {
    async archive(viewer: Viewer): Promise<{ filename: string; stream: Readable }> {
      const contents =
        viewer.role === 'consultant'
          ? await consultantContents(repo, viewer.id)
          : await clientContents(repo, viewer.id);
      const zip = new ZipFile();
      zip.addBuffer(Buffer.from(README), 'LISEZMOI.txt');
      for (const [path, document] of Object.entries(contents.documents)) {
        zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`), path);
      }
      for (const { path, key } of contents.files) {
        zip.addReadStreamLazy(path, (done) => {
          deps.storage.open(key).then(
            // A file gone missing (a crash between a row and its file) leaves an empty entry, not a broken archive.
            (file) => done(null, file ? file.body : Readable.from([])),
            (error: unknown) => done(error, Readable.from([])),
          );
        });
      }
      zip.end();
      const stream = zip.outputStream as Readable;
      zip.on('error', (error: unknown) => {
        deps.logger.error({ err: error }, 'data export failed');
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const day = deps.now().toISOString().slice(0, 10);
      return { filename: `atelier-silhouette-mes-donnees-${day}.zip`, stream };
    },
  };
}
