import { Args, Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { SlugArgs, TestimonialsArgs, requestedLanguage } from './content.args';
import { getTestimonial, listTestimonials } from './testimonial.service';
import { TestimonialView } from './testimonial.types';

@Resolver()
export class TestimonialResolver {
  @QueryFor('cached', () => [TestimonialView], { description: 'Published testimonials, newest first.' })
  testimonials(
    @Ctx() ctx: GraphQLContext,
    @Args() { limit, lang }: TestimonialsArgs,
  ): Promise<TestimonialView[]> {
    return listTestimonials(ctx.ds, requestedLanguage(lang), limit);
  }

  @QueryFor('cached', () => TestimonialView, { description: 'A published testimonial; NOT_FOUND otherwise.' })
  testimonial(@Ctx() ctx: GraphQLContext, @Args() { slug, lang }: SlugArgs): Promise<TestimonialView> {
    return getTestimonial(ctx.ds, slug, requestedLanguage(lang));
  }
}
