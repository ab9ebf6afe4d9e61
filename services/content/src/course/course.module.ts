import { Module } from '@nestjs/common';
import { CourseCatalogueService } from './course-catalogue.service.js';
import { CourseController } from './course.controller.js';
import { CourseProgressService } from './course-progress.service.js';
import { CoursePdfLibrary } from './resources/course-pdf-library.js';

/** GET /api/course/catalogue, GET|POST /api/course/progress, GET /api/course/resources/<name>.pdf. */
@Module({
  controllers: [CourseController],
  providers: [CourseCatalogueService, CourseProgressService, CoursePdfLibrary],
})
export class CourseModule {}
