/** Demo files the seeded proofs and invoices link to: a small PNG photo and one-page PDFs, made on the fly. */
import { PNG } from 'pngjs';

/** A 64×48 picture in two tones (a stand-in for a photo of a damaged part). */
export function demoPhoto(tone: number): Buffer {
  const png = new PNG({ width: 64, height: 48 });
  for (let y = 0; y < 48; y += 1) {
    for (let x = 0; x < 64; x += 1) {
      const i = (y * 64 + x) * 4;
      const crack = Math.abs(y - 10 - x / 2) < 1.5;
      png.data[i] = crack ? 40 : 120 + tone;
      png.data[i + 1] = crack ? 30 : 90 + tone / 2;
      png.data[i + 2] = crack ? 20 : 60;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A one-page PDF showing one line of text, with a correct cross-reference table. */
export function demoPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
