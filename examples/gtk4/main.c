/*
 * A GTK 4 window whose content (a heading, text and a button) has EmitterKit's particles drawn
 * over it by a transparent GtkGLArea laid on top in a GtkOverlay. GTK composites the area's
 * premultiplied pixels over its widgets; the button bursts the scene again (ek_system_restart).
 *
 *   ./gtk-confetti [SCENE]         a preset's name (default confetti) or a scene file's path
 *   ./gtk-confetti SCENE --frames 60 --screenshot out.png   60 frames, the window to PNG, quit
 */
#include <emitterkit.h>
#include <epoxy/gl.h>
#include <gtk/gtk.h>

#include <stdio.h>
#include <string.h>
#include <stdlib.h>

typedef struct app {
  const char *scene_name, *screenshot;
  long frames, frame;
  ek_scene *scene;
  ek_system *system;
  GtkWidget *area;
  gint64 start_us;
} app;

static int report(const char *what, ek_status status) {
  if (status == EK_OK) return 1;
  fprintf(stderr, "gtk-confetti: %s: %s: %s\n", what, ek_status_name(status), ek_last_error_message());
  return 0;
}

/* The area has its context: make the system in it, sized to the widget. */
static void on_realize(GtkGLArea *area, app *state) {
  gtk_gl_area_make_current(area);
  if (gtk_gl_area_get_error(area)) {
    fprintf(stderr, "gtk-confetti: no GL context: %s\n", gtk_gl_area_get_error(area)->message);
    return;
  }
  int scale = gtk_widget_get_scale_factor(GTK_WIDGET(area));
  int width = gtk_widget_get_width(GTK_WIDGET(area)), height = gtk_widget_get_height(GTK_WIDGET(area));
  if (report("ek_system_create", ek_system_create(state->scene, scale, &state->system)) && width > 0 && height > 0)
    report("ek_system_resize", ek_system_resize(state->system, width, height, scale));
}

static void on_unrealize(GtkGLArea *area, app *state) {
  gtk_gl_area_make_current(area);
  if (state->system) report("ek_system_destroy", ek_system_destroy(state->system));
  state->system = NULL;
}

/* GTK gives the new size in pixels; the canvas follows in points, the simulation carries on. */
static void on_resize(GtkGLArea *area, int width, int height, app *state) {
  if (!state->system || width <= 0 || height <= 0) return;
  int scale = gtk_widget_get_scale_factor(GTK_WIDGET(area));
  report("ek_system_resize", ek_system_resize(state->system, (double)width / scale, (double)height / scale, scale));
}

/* GTK has bound the area's framebuffer: clear it transparent, draw the particles into it. */
static gboolean on_render(GtkGLArea *area, GdkGLContext *context, app *state) {
  (void)context;
  glClearColor(0, 0, 0, 0);
  glClear(GL_COLOR_BUFFER_BIT);
  if (!state->system) return TRUE;
  GLint framebuffer = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &framebuffer);
  int scale = gtk_widget_get_scale_factor(GTK_WIDGET(area));
  int width = gtk_widget_get_width(GTK_WIDGET(area)) * scale;
  int height = gtk_widget_get_height(GTK_WIDGET(area)) * scale;
  report("ek_system_draw", ek_system_draw(state->system, (uint32_t)framebuffer, 0, 0, width, height));
  return TRUE;
}

/* The whole window as GTK draws it (widgets, then the GL area's particles over them), to PNG. */
static void save_screenshot(GtkWidget *window, const char *path) {
  /* The window's child: a paintable of the toplevel itself draws nothing. */
  GtkWidget *content = gtk_window_get_child(GTK_WINDOW(window));
  GdkPaintable *paintable = gtk_widget_paintable_new(content);
  GtkSnapshot *snapshot = gtk_snapshot_new();
  gdk_paintable_snapshot(paintable, snapshot, gtk_widget_get_width(content), gtk_widget_get_height(content));
  GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
  GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(window));
  if (node && renderer) {
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, NULL);
    if (!gdk_texture_save_to_png(texture, path)) fprintf(stderr, "gtk-confetti: could not write %s\n", path);
    else printf("gtk-confetti: wrote %s\n", path);
    g_object_unref(texture);
  } else {
    fprintf(stderr, "gtk-confetti: nothing to save for %s (%s)\n", path, node ? "no renderer" : "no picture");
  }
  if (node) gsk_render_node_unref(node);
  g_object_unref(paintable);
}

static gboolean finish(gpointer user_data) {
  app *state = user_data;
  GtkWidget *window = GTK_WIDGET(gtk_widget_get_root(state->area));
  if (state->screenshot) save_screenshot(window, state->screenshot);
  gtk_window_destroy(GTK_WINDOW(window));
  return G_SOURCE_REMOVE;
}

/* Each frame of the widget's clock: advance to the frame's time, redraw. */
static gboolean on_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data) {
  (void)widget;
  app *state = user_data;
  gint64 now = gdk_frame_clock_get_frame_time(clock);
  if (!state->start_us) state->start_us = now;
  if (state->system) {
    gtk_gl_area_make_current(GTK_GL_AREA(state->area));
    /* A counted run steps 1/60 s a frame, so it ends at the same scene time everywhere. */
    double time = state->frames ? (state->frame + 1) / 60.0 : (now - state->start_us) / 1e6;
    report("ek_system_update", ek_system_update(state->system, time));
  }
  gtk_widget_queue_draw(state->area);
  if (state->frames && ++state->frame >= state->frames) {
    size_t live = 0;
    if (state->system) ek_system_particle_count(state->system, &live);
    printf("gtk-confetti: %ld frames, %zu live particles\n", state->frame, live);
    /* After this frame is drawn: the screenshot, then quit. */
    g_idle_add(finish, state);
    return G_SOURCE_REMOVE;
  }
  return G_SOURCE_CONTINUE;
}

static void on_burst(GtkButton *button, app *state) {
  (void)button;
  if (!state->system) return;
  gtk_gl_area_make_current(GTK_GL_AREA(state->area));
  report("ek_system_restart", ek_system_restart(state->system, -1));
}

static void on_activate(GtkApplication *application, app *state) {
  GtkWidget *window = gtk_application_window_new(application);
  gtk_window_set_title(GTK_WINDOW(window), "EmitterKit over GTK");
  double width = 0, height = 0;
  ek_scene_size(state->scene, &width, &height);
  gtk_window_set_default_size(GTK_WINDOW(window), (int)width, (int)height);

  /* The program's own content. */
  GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  /* Its own background (a warm paper colour), drawn by GTK from CSS. */
  GtkCssProvider *css = gtk_css_provider_new();
  gtk_css_provider_load_from_data(css, ".page { background-color: #fdf6e3; padding: 24px; }", -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(css);
  gtk_widget_add_css_class(content, "page");
  GtkWidget *heading = gtk_label_new(NULL);
  gtk_label_set_markup(GTK_LABEL(heading), "<span size='xx-large' weight='bold'>You did it!</span>");
  GtkWidget *text = gtk_label_new("These are GTK widgets; the particles are drawn over them by a GtkGLArea.");
  gtk_label_set_wrap(GTK_LABEL(text), TRUE);
  GtkWidget *button = gtk_button_new_with_label("Again");
  gtk_widget_set_halign(button, GTK_ALIGN_CENTER);
  g_signal_connect(button, "clicked", G_CALLBACK(on_burst), state);
  gtk_box_append(GTK_BOX(content), heading);
  gtk_box_append(GTK_BOX(content), text);
  gtk_box_append(GTK_BOX(content), button);

  /* The particles: a transparent GL area over the content that lets clicks through. */
  state->area = gtk_gl_area_new();
  gtk_gl_area_set_required_version(GTK_GL_AREA(state->area), 4, 5);
  gtk_widget_set_can_target(state->area, FALSE);
  g_signal_connect(state->area, "realize", G_CALLBACK(on_realize), state);
  g_signal_connect(state->area, "unrealize", G_CALLBACK(on_unrealize), state);
  g_signal_connect(state->area, "resize", G_CALLBACK(on_resize), state);
  g_signal_connect(state->area, "render", G_CALLBACK(on_render), state);
  gtk_widget_add_tick_callback(state->area, on_tick, state, NULL);

  GtkWidget *overlay = gtk_overlay_new();
  gtk_overlay_set_child(GTK_OVERLAY(overlay), content);
  gtk_overlay_add_overlay(GTK_OVERLAY(overlay), state->area);
  gtk_window_set_child(GTK_WINDOW(window), overlay);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  app state = {.scene_name = "confetti"};
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--frames") && i + 1 < argc) {
      state.frames = strtol(argv[++i], NULL, 10);
      if (state.frames < 1) { fprintf(stderr, "gtk-confetti: --frames takes a whole number of at least 1\n"); return 2; }
    } else if (!strcmp(argv[i], "--screenshot") && i + 1 < argc) {
      state.screenshot = argv[++i];
    } else if (argv[i][0] != '-') {
      state.scene_name = argv[i];
    } else {
      fprintf(stderr, "usage: gtk-confetti [PRESET | SCENE.json] [--frames N [--screenshot OUT.png]]\n");
      return 2;
    }
  }
  /* A name with no slash and no dot is a preset (found beside the installed library); else a file. */
  int is_path = strchr(state.scene_name, '/') || strchr(state.scene_name, '.');
  ek_status loaded = is_path ? ek_scene_load_file(state.scene_name, &state.scene)
                             : ek_scene_load_preset(state.scene_name, &state.scene);
  if (!report(state.scene_name, loaded)) return 1;
  GtkApplication *application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
  g_signal_connect(application, "activate", G_CALLBACK(on_activate), &state);
  char *gtk_argv[] = {argv[0], NULL};
  int status = g_application_run(G_APPLICATION(application), 1, gtk_argv);
  g_object_unref(application);
  ek_scene_destroy(state.scene);
  return status;
}
