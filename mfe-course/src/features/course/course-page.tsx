import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, buttonVariants } from '@pac/ui';

/** The course stages of spec section 3; the player, progress and signup arrive with the course issue. */
const STAGES = [
  { title: 'Start Here', videos: ['Start Here', 'Introduction'] },
  { title: 'Modules', videos: ['Module 1', 'Module 2', 'Module 3', 'Module 4', 'Module 5', 'Module 6', 'Module 7'] },
];

export function CoursePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">Free video course</p>
        <h1 className="mt-1 text-3xl font-bold text-primary md:text-4xl">Serviced Accommodation Deal Analysis Course</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Nine short videos that walk you through analysing a short-term-rental deal, step by step.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Course Overview</CardTitle>
          </CardHeader>
          <CardContent>
            {STAGES.map((stage) => (
              <section key={stage.title} className="mb-4">
                <h2 className="mb-2 font-semibold">{stage.title}</h2>
                <ol className="space-y-1 text-sm text-muted-foreground">
                  {stage.videos.map((video) => (
                    <li key={video}>{video}</li>
                  ))}
                </ol>
              </section>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Start Here</CardTitle>
          </CardHeader>
          <CardContent>
            <div className="flex aspect-video items-center justify-center rounded-md bg-brand-dark text-slate-300">Video player</div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Get Free Access</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-sm text-muted-foreground">Sign up to unlock the full course and the calculator.</p>
            <Button className="w-full">Sign Up Free</Button>
            <Link to={ROUTES.register} className={buttonVariants({ variant: 'link', className: 'w-full' })}>
              Create an account
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
