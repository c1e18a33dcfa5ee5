// Uploaded images: checked, re-encoded, stored and served; the one way into server/uploads/.
export { absoluteImageUrl, storedImageUrl } from './addresses.ts';
export { DEFAULT_UPLOAD_LIMITS, MB, uploadLimits, type UploadLimits } from './limits.ts';
export { default as imageRoutes } from './routePlugin.ts';
export { imageService, type ImageService } from './service.ts';
export { saveGeneratedImages } from './store.ts';
