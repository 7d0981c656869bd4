// Image zoom: the enlarged view. Loaded on the first click or Enter on a zoomable image by the few
// inline lines of src/images/zoom-loader.ts, which also make the images focusable. The image shows
// in a modal <dialog>: Escape, a click or the close button closes it and focus returns to the
// image. Imports nothing, so it shares no chunk with the boot script.
const LABEL = 'Enlarge image';

let dialog: HTMLDialogElement | undefined;
let returnTo: HTMLImageElement | undefined;

function view(): HTMLDialogElement {
  if (dialog) return dialog;
  dialog = document.createElement('dialog');
  dialog.className = 'image-zoom';
  dialog.setAttribute('aria-label', LABEL);
  dialog.innerHTML = '<button type="button" class="image-zoom__close" aria-label="Close">×</button><img class="image-zoom__image" alt="">';
  dialog.addEventListener('click', () => dialog!.close());
  dialog.addEventListener('close', () => {
    document.documentElement.classList.remove('image-zoom-open');
    returnTo?.focus();
    returnTo = undefined;
  });
  document.body.append(dialog);
  return dialog;
}

export function open(img: HTMLImageElement): void {
  const modal = view();
  const large = modal.querySelector<HTMLImageElement>('.image-zoom__image')!;
  // The file the page already loaded shows at once; the largest candidate replaces it if larger.
  large.removeAttribute('srcset');
  large.src = img.currentSrc || img.src;
  const srcset = img.closest('picture')?.querySelector('source')?.getAttribute('srcset') ?? img.getAttribute('srcset');
  const type = img.closest('picture')?.querySelector('source')?.getAttribute('type');
  if (srcset && (!type || img.currentSrc.endsWith(`.${type.slice('image/'.length)}`))) {
    large.sizes = '100vw';
    large.srcset = srcset;
  }
  large.alt = img.alt;
  returnTo = img;
  document.documentElement.classList.add('image-zoom-open');
  modal.showModal();
  modal.querySelector<HTMLButtonElement>('.image-zoom__close')!.focus();
}
