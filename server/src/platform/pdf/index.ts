export { embeddable, renderReport, type PdfImage, type PdfReport, type PdfSection } from './report';
export { loadPhotos } from './photos';
