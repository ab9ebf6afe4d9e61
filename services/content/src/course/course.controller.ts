import { Body, Controller, HttpCode, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  COURSE_SESSION_HEADER,
  courseProgressUpdateSchema,
  type CourseCatalogueResponse,
  type CourseProgressResponse,
  type CourseProgressUpdate,
  CONTENT_ENDPOINTS,
} from '@pac/contracts';
import { Public, ZodValidationPipe, Route } from '@pac/server-kit';
import { type Response } from 'express';
import { CourseCatalogueService } from './course-catalogue.service.js';
import { CourseProgressService } from './course-progress.service.js';
import { CourseSessionId } from './course-session-id.decorator.js';
import { CoursePdfLibrary } from './resources/course-pdf-library.js';

@ApiTags('course')
@Public('the free course: catalogue, PDFs and progress of an anonymous course session')
@Controller()
export class CourseController {
  constructor(
    private readonly catalogue: CourseCatalogueService,
    private readonly progress: CourseProgressService,
    private readonly pdfs: CoursePdfLibrary,
  ) {}

  @Route(CONTENT_ENDPOINTS.courseCatalogue)
  async getCatalogue(): Promise<CourseCatalogueResponse> {
    return { success: true, stages: await this.catalogue.stages() };
  }

  @Route(CONTENT_ENDPOINTS.courseProgress)
  @ApiHeader({ name: COURSE_SESSION_HEADER, required: true })
  getProgress(@CourseSessionId() sessionId: string): Promise<CourseProgressResponse> {
    return this.progress.read(sessionId);
  }

  @Route(CONTENT_ENDPOINTS.saveCourseProgress)
  @HttpCode(200)
  @ApiHeader({ name: COURSE_SESSION_HEADER, required: true })
  saveProgress(
    @CourseSessionId() sessionId: string,
    @Body(new ZodValidationPipe(courseProgressUpdateSchema)) update: CourseProgressUpdate,
  ): Promise<CourseProgressResponse> {
    return this.progress.save(sessionId, update);
  }

  /** The course PDFs, shown inline (the page's viewer) and cacheable: they only change with a release. */
  @Route(CONTENT_ENDPOINTS.courseResource)
  async getResource(@Param('fileName') fileName: string, @Res() res: Response): Promise<void> {
    if (!this.pdfs.has(fileName)) throw new NotFoundException('Resource not found');
    const pdf = await this.pdfs.get(fileName);
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${fileName}"`,
        'Cache-Control': 'public, max-age=3600',
        'Content-Length': String(pdf.length),
      })
      .end(pdf);
  }
}
