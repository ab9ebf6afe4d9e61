import { HousePdf } from '@pac/server-kit/pdf';

export interface PdfMetadata {
  title: string;
  subtitle: string;
  subject: string;
}

/** A course hand-out: the house PDF surface under a "free course" title band, its title in every footer. */
export class CoursePdf extends HousePdf {
  constructor(meta: PdfMetadata) {
    super({
      title: meta.title,
      subject: meta.subject,
      footer: `${meta.title} · Property Analysis Calculator`,
    });
    this.titleBand({
      kicker: 'PROPERTY ANALYSIS CALCULATOR · FREE COURSE',
      title: meta.title,
      subtitle: meta.subtitle,
    });
  }
}
