// Image zoom, loaded only by pages with zoomable content images (the render step adds this script
// next to images.css). A click, or Enter on the focused image, shows it enlarged in a modal
// <dialog>: Escape, a click or the close button closes it and focus returns to the image. Imports
// nothing, so it shares no chunk with the boot script.
const SELECTOR = 'img[data-zoom]';
const LABEL = 'Enlarge image';

let dialog: HTMLDialogElement | undefined;
let returnTo: HTMLImageElement | undefined;

function zoomable(target: EventTarget | null): HTMLImageElement | undefined {
  const img = target instanceof HTMLImageElement && target.matches(SELECTOR) ? target : undefined;
  // An image inside a link follows the link.
  return img && !img.closest('a, button') ? img : undefined;
}

/** Images become focusable once zoom can open them (without this script they are plain images). */
function prepare(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>(SELECTOR)) {
    if (img.closest('a, button') || img.tabIndex === 0) continue;
    img.tabIndex = 0;
    img.setAttribute('aria-haspopup', 'dialog');
    if (!img.title) img.title = LABEL;
  }
}

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

function open(img: HTMLImageElement): void {
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

document.addEventListener('click', (event) => {
  const img = zoomable(event.target);
  if (!img || event.defaultPrevented || (event as MouseEvent).button !== 0) return;
  event.preventDefault();
  open(img);
});
document.addEventListener('keydown', (event) => {
  const img = zoomable(event.target);
  if (!img || event.key !== 'Enter') return;
  event.preventDefault();
  open(img);
});
document.addEventListener('sitegen:navigated', prepare);
prepare();
