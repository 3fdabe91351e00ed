/** The CRUD kit's reusable inputs. Each one works as an antd form control (value/onChange). */
export { PriceInput, type PriceInputProps } from './PriceInput';
export { NumberInput, NUMBER_INPUT_ATTR, type NumberInputProps } from './NumberInput';
export * from './jalali';
export {
  ColorPicker,
  colorValue,
  colorTexts,
  isValidHex,
  rgbaToHex,
  PRESET_COLORS,
  type ColorPickerProps,
  type ColorValue,
  type Rgba,
  type Hsla,
  type Hsva,
} from './ColorPicker';
export { NestedSortable, MAX_DEPTH, DRAG_ACTIVATION_DISTANCE, type NestedSortableProps, type TreeNode } from './NestedSortable';
export {
  ImageUpload,
  uploadImage,
  checkImageFile,
  UPLOAD_URL,
  DEFAULT_ACCEPT,
  DEFAULT_MAX_SIZE_KB,
  type ImageUploadProps,
  type SingleImageUploadProps,
  type MultipleImageUploadProps,
  type ImageRef,
  type UploadedImage,
} from './ImageUpload';
export {
  ImageViewer,
  SLIDESHOW_INTERVAL_MS,
  ZOOM_STEP,
  INPUT_DEBOUNCE_MS,
  type ImageViewerProps,
  type ViewerImage,
} from './ImageViewer';
