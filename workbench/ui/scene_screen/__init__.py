"""The scenes as the audience sees them: played in the real window at the lecture's screen size in
presentation mode.  ``player`` plays them (one way, for both uses), ``check`` checks each claim on the screen
(where its figure is, what it says), ``export`` saves each scene as a slide and writes the handout;
``reading`` reads widgets as drawn and ``figures`` / ``figures_training`` know which widget holds each
check kind's figure.

``workbench scenes check`` and ``workbench scenes export`` call these (the command line imports them only when
asked, as they need Qt)."""
