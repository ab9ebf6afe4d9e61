import { Body, Controller, HttpCode, Inject, NotFoundException, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EMAIL_UNSUBSCRIBE_MESSAGES, emailUnsubscribeRequestSchema, ADMIN_ENDPOINTS } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA, Public, Route } from '@pac/server-kit';

/**
 * The link in every broadcast email. The page posts `{token}`; mail clients post the one-click form
 * (`List-Unsubscribe=One-Click`, RFC 8058) to the same address with the token in the query. The token is the
 * recipient's email log id: unguessable and specific to that person.
 */
@ApiTags('email')
@Controller()
export class EmailUnsubscribeController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Route(ADMIN_ENDPOINTS.emailUnsubscribe)
  @Public('broadcast unsubscribe link: the per-recipient token is the credential')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop broadcast emails for the recipient of the mail the token came in.' })
  async unsubscribe(@Body() body: unknown, @Query('token') queryToken: unknown) {
    const bodyToken = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
    const { token } = emailUnsubscribeRequestSchema.parse({ token: bodyToken ?? queryToken });
    const log = await this.prisma.emailLog.findUnique({ where: { id: token }, select: { userId: true } });
    if (!log?.userId) throw new NotFoundException(EMAIL_UNSUBSCRIBE_MESSAGES.invalid);
    // Idempotent: the first date stays, a second click still says you are unsubscribed.
    await this.prisma.user.updateMany({
      where: { id: log.userId, emailOptOutAt: null },
      data: { emailOptOutAt: new Date() },
    });
    return { success: true as const, message: EMAIL_UNSUBSCRIBE_MESSAGES.unsubscribed };
  }
}
