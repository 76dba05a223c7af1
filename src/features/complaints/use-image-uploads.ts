import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api/api-error';
import { withFeedback } from '../../lib/api/feedback';
import { loadModule } from '../../lib/react/loaded-component';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { complaintSubmitStrings as t } from '../../strings/complaint-submit';
import { selectImages } from './rules/image-selection';

// Only a chosen photo needs its compression and upload: they are fetched when a finger comes to
// a control (warmed by the hook), and a photo chosen before then waits for them on its
// 'Preparing…' tile.
const compression = () => import('./compress-image');
const upload = () => import('./api/upload-problem-image');
const photoSteps = () => Promise.all([loadModule(compression), loadModule(upload)]);

export interface UploadItem {
  id: string;
  /** What the tile shows: the compressed photo (object URL) or the uploaded address. */
  preview: string;
  status: 'preparing' | 'uploading' | 'done';
  progress: number;
  url?: string;
}

let nextId = 1;

/**
 * The evidence photos of one complaint: each added file is checked, compressed and uploaded at
 * once; a failure drops the tile and shows the server's message.
 */
export function useImageUploads(initialUrls: readonly string[]) {
  const [items, setItems] = useState<UploadItem[]>(() =>
    initialUrls.map((url) => ({
      id: `restored-${nextId++}`,
      preview: url,
      status: 'done',
      progress: 100,
      url,
    })),
  );
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const drop = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const objectUrl = objectUrls.current.get(id);
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrls.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const uploadOne = useCallback(
    async (file: File, id: string) => {
      let steps: Awaited<ReturnType<typeof photoSteps>>;
      try {
        steps = await withFeedback(photoSteps, { fallbackMessage: common.networkError });
      } catch {
        drop(id);
        return;
      }
      const [{ compressImage, jpegName }, { uploadProblemImage }] = steps;
      let blob: Blob;
      try {
        blob = await compressImage(file);
      } catch {
        drop(id);
        showToast(t.unreadableImage);
        return;
      }
      if (!itemsRef.current.some((item) => item.id === id)) return;
      const preview = URL.createObjectURL(blob);
      objectUrls.current.set(id, preview);
      const controller = new AbortController();
      controllers.current.set(id, controller);
      update(id, { preview, status: 'uploading', progress: 0 });
      try {
        const url = await uploadProblemImage(blob, jpegName(file.name), {
          signal: controller.signal,
          onProgress: (progress) => update(id, { progress }),
        });
        controllers.current.delete(id);
        update(id, { status: 'done', progress: 100, url });
      } catch (error) {
        if (controller.signal.aborted) return;
        drop(id);
        showToast(errorMessage(error, common.genericFailure));
      }
    },
    [drop, update],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const { accepted, refusals } = selectImages(files, itemsRef.current.length);
      if (refusals.length > 0) showToast(refusals.join(' '));
      const added: UploadItem[] = accepted.map(() => ({
        id: `photo-${nextId++}`,
        preview: '',
        status: 'preparing',
        progress: 0,
      }));
      if (added.length === 0) return;
      itemsRef.current = [...itemsRef.current, ...added];
      setItems((list) => [...list, ...added]);
      accepted.forEach((file, index) => {
        const item = added[index];
        if (item) void uploadOne(file, item.id);
      });
    },
    [uploadOne],
  );

  useEffect(() => {
    photoSteps().catch(() => undefined);
  }, []);

  useEffect(() => {
    const pending = controllers.current;
    const urls = objectUrls.current;
    return () => {
      pending.forEach((controller) => controller.abort());
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const uploadedUrls = items.flatMap((item) => (item.url ? [item.url] : []));
  const busy = items.some((item) => item.status !== 'done');
  return { items, addFiles, remove: drop, uploadedUrls, busy };
}
