import { Injectable } from '@nestjs/common';
import { dealAnalysisChecklist } from './deal-analysis-checklist.js';
import { operatingCostSheet } from './operating-cost-sheet.js';
import { seasonalRatePlanner } from './seasonal-rate-planner.js';

/** File name under /api/course/resources/ → the document. Names match COURSE_RESOURCE_PDFS in @pac/db's seed. */
const COURSE_PDFS: Readonly<Record<string, () => Promise<Buffer>>> = {
  'deal-analysis-checklist.pdf': dealAnalysisChecklist,
  'seasonal-rate-planner.pdf': seasonalRatePlanner,
  'operating-cost-sheet.pdf': operatingCostSheet,
};

/** Builds each course PDF once, on first request, and keeps it: the documents never change while running. */
@Injectable()
export class CoursePdfLibrary {
  private readonly built = new Map<string, Promise<Buffer>>();

  has(fileName: string): boolean {
    return Object.hasOwn(COURSE_PDFS, fileName);
  }

  get(fileName: string): Promise<Buffer> {
    const build = COURSE_PDFS[fileName];
    if (!build) throw new Error(`No course PDF named ${fileName}`);
    let document = this.built.get(fileName);
    if (!document) {
      document = build();
      // A failed build is not cached, so the next request tries again.
      document.catch(() => this.built.delete(fileName));
      this.built.set(fileName, document);
    }
    return document;
  }
}
