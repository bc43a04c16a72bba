from daifugo_gui.cli import main

raise SystemExit(main())
